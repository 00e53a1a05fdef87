// Written by `npm run mails:compile` from locales/<locale>/mails.po; do not edit (see scripts/mail-catalogs.ts).
import type { Messages } from '@lingui/core';

import type { AlertLocale } from '../_shared/alert-rules.ts';

export const MAIL_CATALOGS: Record<AlertLocale, Messages> = {
  en: {
    'alertMail.alert.intro': ['there is news on an apartment you follow at Grabbeallee 68:'],
    'alertMail.alert.subjectAvailable': ['Apartment ', ['weNr'], ' is available again – Grabbeallee 68'],
    'alertMail.alert.subjectPrice': ['Apartment ', ['weNr'], ' has a new price – Grabbeallee 68'],
    'alertMail.confirm.any': [
      'you asked on the Grabbeallee 68 website to be told when any apartment becomes available.',
    ],
    'alertMail.confirm.ask': ['Please confirm this within ', ['hours'], ' hours with this link:'],
    'alertMail.confirm.nothingElse': [
      'Until you confirm, we send you nothing else. If you did not ask for this, simply ignore this e-mail: your address will be deleted within ',
      ['days'],
      ' days.',
    ],
    'alertMail.confirm.search': [
      'you asked on the Grabbeallee 68 website to be told when an apartment matching your search becomes available: ',
      ['criteria'],
      '.',
    ],
    'alertMail.confirm.searchPrice': [
      'you asked on the Grabbeallee 68 website to be told when an apartment matching your search becomes available or its price falls to your limit: ',
      ['criteria'],
      '.',
    ],
    'alertMail.confirm.subject': ['Please confirm your alert – Grabbeallee 68'],
    'alertMail.confirm.unit': [
      'you asked on the Grabbeallee 68 website to be told when apartment ',
      ['weNr'],
      ' becomes available.',
    ],
    'alertMail.confirm.unitPrice': [
      'you asked on the Grabbeallee 68 website to be told when apartment ',
      ['weNr'],
      ' becomes available or its price changes.',
    ],
    'alertMail.criteria.building': ['building ', ['number']],
    'alertMail.criteria.floor': ['floor ', ['number']],
    'alertMail.criteria.groundFloor': ['ground floor'],
    'alertMail.criteria.maxPrice': ['up to ', ['price']],
    'alertMail.criteria.minArea': ['from ', ['area'], ' m²'],
    'alertMail.criteria.rooms': [
      [
        'count',
        'plural',
        {
          one: ['#', ' room'],
          other: ['#', ' rooms'],
        },
      ],
    ],
    'alertMail.digest.intro': ['here is what changed on the apartments you follow at Grabbeallee 68:'],
    'alertMail.digest.subject': [
      [
        'count',
        'plural',
        {
          one: ['#', ' update'],
          other: ['#', ' updates'],
        },
      ],
      ' on the apartments you follow – Grabbeallee 68',
    ],
    'alertMail.event.available': ['Apartment ', ['weNr'], ' became available again on ', ['date'], '.'],
    'alertMail.event.facts': [['rooms'], ' rooms · ', ['area'], ' m² · ', ['price']],
    'alertMail.event.matchesSearch': ['Matches your search: ', ['criteria']],
    'alertMail.event.price': [
      'Apartment ',
      ['weNr'],
      ' has a new price since ',
      ['date'],
      ': ',
      ['price'],
      ' (before: ',
      ['previousPrice'],
      ').',
    ],
    'alertMail.event.statusNow': ['Status now: ', ['status']],
    'alertMail.frequency.daily': ['We will write to you at most once a day, with a summary.'],
    'alertMail.frequency.instant': ['We will write to you as soon as it happens.'],
    'alertMail.greeting': ['Hello,'],
    'alertMail.imprint': ['Legal notice: ', ['url']],
    'alertMail.status.available': ['available'],
    'alertMail.status.hold': ['on hold'],
    'alertMail.status.reserved': ['reserved'],
    'alertMail.status.sold': ['sold'],
    'alertMail.status.unknown': ['not confirmed'],
    'alertMail.unsubscribe': ['To stop every alert to this address with one click:'],
    'alertMail.why': ['You get this e-mail because you confirmed an alert on the Grabbeallee 68 website.'],
    'alertPush.available': ['Apartment ', ['weNr'], ' is available again'],
    'alertPush.digest.title': [
      [
        'count',
        'plural',
        {
          one: ['#', ' update'],
          other: ['#', ' updates'],
        },
      ],
      ' on the apartments you follow',
    ],
    'alertPush.facts': [['rooms'], ' rooms · ', ['area'], ' m² · ', ['price'], ' · now ', ['status']],
    'alertPush.price': ['Apartment ', ['weNr'], ' has a new price: ', ['price']],
    'authMail.invite.subject': ['Your access to the Grabbeallee 68 sales desk'],
    'authMail.invite.text': [
      'You have been invited to the sales desk of Grabbeallee 68. Follow this link to choose your password (it works once, for 24 hours):',
    ],
    'authMail.notYou': ['If you did not expect this e-mail, ignore it: nothing changes without the link.'],
    'authMail.recovery.subject': ['Set a new password for the Grabbeallee 68 sales desk'],
    'authMail.recovery.text': [
      'Someone asked to reset the password of this address. Follow this link to set a new one (it works once, for 24 hours):',
    ],
    'followUpMail.dueToday': ['due today'],
    'followUpMail.greeting': ['Good morning,'],
    'followUpMail.intro': ['these follow-ups on your leads are due today or overdue:'],
    'followUpMail.line': [['name'], ' (', ['stage'], '), ', ['due'], ': ', ['task']],
    'followUpMail.open': ['Open the desk:'],
    'followUpMail.overdue': ['overdue since ', ['date']],
    'followUpMail.stage.contacted': ['contacted'],
    'followUpMail.stage.lost': ['lost'],
    'followUpMail.stage.new': ['new'],
    'followUpMail.stage.notarised': ['notarised'],
    'followUpMail.stage.reserved': ['reserved'],
    'followUpMail.stage.sold': ['sold'],
    'followUpMail.stage.viewing': ['viewing'],
    'followUpMail.subject': [
      [
        'count',
        'plural',
        {
          one: ['#', ' follow-up'],
          other: ['#', ' follow-ups'],
        },
      ],
      ' due today – Grabbeallee 68 sales desk',
    ],
    'followUpMail.unownedIntro': [
      'These leads have no owner yet; their follow-ups are due. Please assign them in the desk:',
    ],
    'followUpMail.why': ['You get this e-mail each morning on which a lead you own has a follow-up due.'],
    'replyMail.allFlats': ['All flats with floor plans, areas and prices: ', ['url']],
    'replyMail.closing': ['Kind regards'],
    'replyMail.expose.intro': [
      'thank you for your interest. ',
      [
        'count',
        'plural',
        {
          one: ['Here is the exposé of the flat you asked about'],
          other: ['Here are the exposés of the flats you asked about'],
        },
      ],
      ': floor plan, areas, fittings, energy figures and price on one page, which you can also print or save as a PDF.',
    ],
    'replyMail.expose.line': ['Exposé, flat ', ['weNr'], ': ', ['url']],
    'replyMail.expose.outro': [
      'If you would like to see it for yourself, simply reply to this e-mail and I will gladly arrange a viewing.',
    ],
    'replyMail.expose.subject': [
      [
        'count',
        'plural',
        {
          one: ['Exposé for flat ', ['flats']],
          other: ['Exposés for flats ', ['flats']],
        },
      ],
      ' – ',
      ['project'],
    ],
    'replyMail.firstAnswer.intro': [
      'thank you for your enquiry and your interest in ',
      ['project'],
      ', our new-build project in Berlin-Pankow.',
    ],
    'replyMail.firstAnswer.outro': [
      'I would be glad to answer your questions by phone or to show you round on site. When would suit you for a short call?',
    ],
    'replyMail.firstAnswer.subject': ['Your enquiry about ', ['project']],
    'replyMail.flatLine': ['Flat ', ['weNr'], ': ', ['url']],
    'replyMail.flatsHeading': [
      [
        'count',
        'plural',
        {
          one: ['The flat you asked about, with floor plan, areas and price:'],
          other: ['The flats you asked about, with floor plans, areas and prices:'],
        },
      ],
    ],
    'replyMail.greeting': ['Dear ', ['name'], ','],
    'replyMail.priceList.intro': [
      'thank you for your enquiry. Our price list, with every flat still available, its floor plan, area and price, is always up to date on our website:',
    ],
    'replyMail.priceList.outro': [
      'If you have any questions about a flat or about buying, I am happy to help.',
    ],
    'replyMail.priceList.subject': ['Prices and available flats – ', ['project']],
    'replyMail.team': ['Sales team · ', ['project']],
    'replyMail.viewing.intro': [
      'thank you for your interest in ',
      ['project'],
      '. I would be delighted to show you round on site: ',
      ['address'],
      '.',
    ],
    'replyMail.viewing.outro': [
      'Which days and times over the next two weeks would suit you? Let me know and I will confirm an appointment.',
    ],
    'replyMail.viewing.subject': ['Invitation to a viewing – ', ['project']],
  },
  de: {
    'alertMail.alert.intro': ['es gibt Neues zu einer Wohnung in der Grabbeallee 68, die Sie verfolgen:'],
    'alertMail.alert.subjectAvailable': ['Wohnung ', ['weNr'], ' ist wieder verfügbar – Grabbeallee 68'],
    'alertMail.alert.subjectPrice': ['Wohnung ', ['weNr'], ' hat einen neuen Preis – Grabbeallee 68'],
    'alertMail.confirm.any': [
      'Sie möchten über die Website von Grabbeallee 68 erfahren, sobald eine Wohnung verfügbar wird.',
    ],
    'alertMail.confirm.ask': [
      'Bitte bestätigen Sie das innerhalb von ',
      ['hours'],
      ' Stunden über diesen Link:',
    ],
    'alertMail.confirm.nothingElse': [
      'Bis zu Ihrer Bestätigung erhalten Sie von uns nichts weiter. Falls Sie nichts angefordert haben, ignorieren Sie diese E-Mail einfach: Ihre Adresse wird innerhalb von ',
      ['days'],
      ' Tagen gelöscht.',
    ],
    'alertMail.confirm.search': [
      'Sie möchten über die Website von Grabbeallee 68 erfahren, sobald eine Wohnung verfügbar wird, die zu Ihrer Suche passt: ',
      ['criteria'],
      '.',
    ],
    'alertMail.confirm.searchPrice': [
      'Sie möchten über die Website von Grabbeallee 68 erfahren, sobald eine Wohnung, die zu Ihrer Suche passt, verfügbar wird oder ihr Preis in Ihr Budget fällt: ',
      ['criteria'],
      '.',
    ],
    'alertMail.confirm.subject': ['Bitte bestätigen Sie Ihre Benachrichtigung – Grabbeallee 68'],
    'alertMail.confirm.unit': [
      'Sie möchten über die Website von Grabbeallee 68 erfahren, sobald die Wohnung ',
      ['weNr'],
      ' wieder verfügbar ist.',
    ],
    'alertMail.confirm.unitPrice': [
      'Sie möchten über die Website von Grabbeallee 68 erfahren, sobald die Wohnung ',
      ['weNr'],
      ' wieder verfügbar ist oder sich ihr Preis ändert.',
    ],
    'alertMail.criteria.building': ['Haus ', ['number']],
    'alertMail.criteria.floor': [['number'], '. Obergeschoss'],
    'alertMail.criteria.groundFloor': ['Erdgeschoss'],
    'alertMail.criteria.maxPrice': ['bis ', ['price']],
    'alertMail.criteria.minArea': ['ab ', ['area'], ' m²'],
    'alertMail.criteria.rooms': [
      [
        'count',
        'plural',
        {
          one: ['#', ' Zimmer'],
          other: ['#', ' Zimmer'],
        },
      ],
    ],
    'alertMail.digest.intro': [
      'das hat sich bei den Wohnungen in der Grabbeallee 68 getan, die Sie verfolgen:',
    ],
    'alertMail.digest.subject': [
      [
        'count',
        'plural',
        {
          one: ['#', ' Neuigkeit'],
          other: ['#', ' Neuigkeiten'],
        },
      ],
      ' zu den Wohnungen, die Sie verfolgen – Grabbeallee 68',
    ],
    'alertMail.event.available': ['Die Wohnung ', ['weNr'], ' ist seit dem ', ['date'], ' wieder verfügbar.'],
    'alertMail.event.facts': [['rooms'], ' Zimmer · ', ['area'], ' m² · ', ['price']],
    'alertMail.event.matchesSearch': ['Passt zu Ihrer Suche: ', ['criteria']],
    'alertMail.event.price': [
      'Die Wohnung ',
      ['weNr'],
      ' hat seit dem ',
      ['date'],
      ' einen neuen Preis: ',
      ['price'],
      ' (bisher ',
      ['previousPrice'],
      ').',
    ],
    'alertMail.event.statusNow': ['Aktueller Stand: ', ['status']],
    'alertMail.frequency.daily': ['Wir schreiben Ihnen höchstens einmal am Tag, mit einer Zusammenfassung.'],
    'alertMail.frequency.instant': ['Wir schreiben Ihnen, sobald es so weit ist.'],
    'alertMail.greeting': ['Guten Tag,'],
    'alertMail.imprint': ['Impressum: ', ['url']],
    'alertMail.status.available': ['verfügbar'],
    'alertMail.status.hold': ['vorgemerkt'],
    'alertMail.status.reserved': ['reserviert'],
    'alertMail.status.sold': ['verkauft'],
    'alertMail.status.unknown': ['nicht bestätigt'],
    'alertMail.unsubscribe': ['Mit einem Klick beenden Sie alle Benachrichtigungen an diese Adresse:'],
    'alertMail.why': [
      'Sie erhalten diese E-Mail, weil Sie auf der Website von Grabbeallee 68 eine Benachrichtigung bestätigt haben.',
    ],
    'alertPush.available': ['Wohnung ', ['weNr'], ' ist wieder verfügbar'],
    'alertPush.digest.title': [
      [
        'count',
        'plural',
        {
          one: ['#', ' Neuigkeit'],
          other: ['#', ' Neuigkeiten'],
        },
      ],
      ' zu den Wohnungen, die Sie verfolgen',
    ],
    'alertPush.facts': [['rooms'], ' Zimmer · ', ['area'], ' m² · ', ['price'], ' · jetzt ', ['status']],
    'alertPush.price': ['Neuer Preis für Wohnung ', ['weNr'], ': ', ['price']],
    'authMail.invite.subject': ['Ihr Zugang zum Vertriebsbereich Grabbeallee 68'],
    'authMail.invite.text': [
      'Sie wurden in den Vertriebsbereich der Grabbeallee 68 eingeladen. Über diesen Link legen Sie Ihr Passwort fest (er gilt einmal und 24 Stunden lang):',
    ],
    'authMail.notYou': [
      'Falls Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie einfach: Ohne den Link ändert sich nichts.',
    ],
    'authMail.recovery.subject': ['Neues Passwort für den Vertriebsbereich Grabbeallee 68'],
    'authMail.recovery.text': [
      'Für diese Adresse wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest (er gilt einmal und 24 Stunden lang):',
    ],
    'followUpMail.dueToday': ['heute fällig'],
    'followUpMail.greeting': ['Guten Morgen,'],
    'followUpMail.intro': ['diese Wiedervorlagen zu Ihren Interessenten sind heute fällig oder überfällig:'],
    'followUpMail.line': [['name'], ' (', ['stage'], '), ', ['due'], ': ', ['task']],
    'followUpMail.open': ['Zum Vertriebsbereich:'],
    'followUpMail.overdue': ['überfällig seit ', ['date']],
    'followUpMail.stage.contacted': ['kontaktiert'],
    'followUpMail.stage.lost': ['verloren'],
    'followUpMail.stage.new': ['neu'],
    'followUpMail.stage.notarised': ['beurkundet'],
    'followUpMail.stage.reserved': ['reserviert'],
    'followUpMail.stage.sold': ['verkauft'],
    'followUpMail.stage.viewing': ['Besichtigung'],
    'followUpMail.subject': [
      [
        'count',
        'plural',
        {
          one: ['#', ' Wiedervorlage'],
          other: ['#', ' Wiedervorlagen'],
        },
      ],
      ' heute fällig – Vertriebsbereich Grabbeallee 68',
    ],
    'followUpMail.unownedIntro': [
      'Für diese Interessenten ist noch niemand zuständig, ihre Wiedervorlagen sind aber fällig. Bitte im Vertriebsbereich zuweisen:',
    ],
    'followUpMail.why': [
      'Sie erhalten diese E-Mail an jedem Morgen, an dem bei einem Ihrer Interessenten eine Wiedervorlage fällig ist – als Admin auch bei Interessenten, für die noch niemand zuständig ist.',
    ],
    'replyMail.allFlats': ['Alle Wohnungen mit Grundrissen, Flächen und Preisen: ', ['url']],
    'replyMail.closing': ['Mit freundlichen Grüßen'],
    'replyMail.expose.intro': [
      'vielen Dank für Ihr Interesse. ',
      [
        'count',
        'plural',
        {
          one: ['Hier finden Sie das Exposé der angefragten Wohnung'],
          other: ['Hier finden Sie die Exposés der angefragten Wohnungen'],
        },
      ],
      ' – Grundriss, Flächen, Ausstattung, Energiekennwerte und Kaufpreis auf einer Seite, die Sie auch ausdrucken oder als PDF speichern können.',
    ],
    'replyMail.expose.line': ['Exposé Wohnung ', ['weNr'], ': ', ['url']],
    'replyMail.expose.outro': [
      'Möchten Sie sich selbst ein Bild machen? Antworten Sie einfach auf diese E-Mail – gern vereinbare ich einen Besichtigungstermin mit Ihnen.',
    ],
    'replyMail.expose.subject': [
      [
        'count',
        'plural',
        {
          one: ['Exposé zur Wohnung ', ['flats']],
          other: ['Exposés zu den Wohnungen ', ['flats']],
        },
      ],
      ' – ',
      ['project'],
    ],
    'replyMail.firstAnswer.intro': [
      'vielen Dank für Ihre Anfrage und Ihr Interesse an ',
      ['project'],
      ', unserem Neubauprojekt in Berlin-Pankow.',
    ],
    'replyMail.firstAnswer.outro': [
      'Gern beantworte ich Ihre Fragen am Telefon oder zeige Ihnen alles vor Ort. Wann passt Ihnen ein kurzes Gespräch?',
    ],
    'replyMail.firstAnswer.subject': ['Ihre Anfrage zu ', ['project']],
    'replyMail.flatLine': ['Wohnung ', ['weNr'], ': ', ['url']],
    'replyMail.flatsHeading': [
      [
        'count',
        'plural',
        {
          one: ['Die angefragte Wohnung mit Grundriss, Flächen und Preis:'],
          other: ['Die angefragten Wohnungen mit Grundrissen, Flächen und Preisen:'],
        },
      ],
    ],
    'replyMail.greeting': ['Guten Tag ', ['name'], ','],
    'replyMail.priceList.intro': [
      'vielen Dank für Ihre Anfrage. Unsere Preisliste mit allen noch verfügbaren Wohnungen samt Grundriss, Fläche und Kaufpreis finden Sie tagesaktuell auf unserer Website:',
    ],
    'replyMail.priceList.outro': [
      'Bei Fragen zu einzelnen Wohnungen oder zum Kaufablauf bin ich gern für Sie da.',
    ],
    'replyMail.priceList.subject': ['Preise und verfügbare Wohnungen – ', ['project']],
    'replyMail.team': ['Vertrieb · ', ['project']],
    'replyMail.viewing.intro': [
      'vielen Dank für Ihr Interesse an ',
      ['project'],
      '. Gern zeige ich Ihnen alles persönlich vor Ort: ',
      ['address'],
      '.',
    ],
    'replyMail.viewing.outro': [
      'Welche Tage und Uhrzeiten passen Ihnen in den nächsten zwei Wochen? Geben Sie mir kurz Bescheid, dann bestätige ich Ihnen einen Termin.',
    ],
    'replyMail.viewing.subject': ['Einladung zur Besichtigung – ', ['project']],
  },
};
