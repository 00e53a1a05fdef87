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
  },
};
