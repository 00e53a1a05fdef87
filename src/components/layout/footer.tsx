import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';

import { LogoMark } from '@/components/brand/logo-mark';
import { CompanyEmail, CompanyName, CompanyStreetAddress } from '@/components/missing-field/company-name';
import { company } from '@/content/company';
import { project } from '@/content/project';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import classes from './footer.module.css';
import { footerSections } from './nav-items';
import nearScreen from './near-screen.module.css';
import plain from './stack-row-text.module.css';

export function Footer() {
  const { t, i18n } = useLingui();
  const params = localeParam(useLocale());
  const year = 2026;

  return (
    <footer className={`${classes.footer} ${nearScreen.nearScreen} ${nearScreen.siteFooter}`}>
      <Container size="lg">
        <div className={`${plain.row} ${plain.spread} ${plain.top} ${plain.gapXl}`}>
          <div className={`${plain.stack} ${plain.gap6} ${classes.company}`}>
            <div className={`${plain.row} ${plain.gapSm}`}>
              <LogoMark size={32} />
              <p className={classes.brandName}>{company.brandName}</p>
            </div>
            <p className={classes.about}>
              {t`${project.residentialUnits} new-build condominiums in Berlin-Pankow.`}
            </p>
            <p className={classes.about}>
              <CompanyStreetAddress />
            </p>
          </div>
          <nav aria-label={t`Sections`}>
            <ul className={classes.list}>
              {footerSections.map((section) => (
                <li key={section.id}>
                  {/* Current only at its own section: on the home page the five links all read "current page". */}
                  <Link
                    to="/{-$locale}"
                    params={params}
                    hash={section.id}
                    activeOptions={{ includeHash: true }}
                    className={classes.link}
                  >
                    {i18n._(section.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t`Legal`}>
            <ul className={classes.list}>
              <li>
                <Link to="/{-$locale}/impressum" params={params} className={classes.link}>
                  {t`Legal notice`}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/datenschutz" params={params} className={classes.link}>
                  {t`Privacy policy`}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/device" params={params} className={classes.link}>
                  {t`Offline & app`}
                </Link>
              </li>
              <li>
                <CompanyEmail className={classes.link} />
              </li>
            </ul>
          </nav>
        </div>
        <p className={classes.copyright}>
          © {year} <CompanyName />
        </p>
      </Container>
    </footer>
  );
}
