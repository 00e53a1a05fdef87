import { useLingui } from '@lingui/react/macro';
import { Anchor, List, Paper, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';

import { IconFileText, IconShieldCheck } from '@/components/icons';
import { ColumnGrid } from '@/components/layout/column-grid';
import nearScreen from '@/components/layout/near-screen.module.css';
import plain from '@/components/layout/stack-row-text.module.css';
import { PROJECT_ID } from '@/content/project';
import {
  BUYER_PROTECTION,
  MABV_MAX_INSTALMENTS,
  MABV_PAYMENT_STAGES,
} from '@/content/project-page/buyer-protection';
import { useFormatters } from '@/lib/i18n/use-formatters';
import { localeParam, useLocale } from '@/lib/i18n/use-locale';

import { useProjectText } from '../use-project-text';
import classes from './buyer-protection.module.css';

/**
 * What the law requires of every developer sale: notarised contract, the draft two weeks ahead, the notary's
 * confirmation of § 3 (1) MaBV before the first instalment, each further one due by stage of construction
 * (the table gives the regulation's maximum per stage), title registered after completion.
 */
export function BuyerProtection() {
  const { t } = useLingui();
  const pick = useProjectText();
  const { number } = useFormatters();
  const params = { ...localeParam(useLocale()), projectId: PROJECT_ID };
  return (
    <section
      id="buyer-protection"
      aria-labelledby="buyer-protection-title"
      className={`${classes.wrap} ${nearScreen.nearScreen}`}
    >
      <Paper withBorder radius="md" className={classes.box}>
        <ColumnGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <div className={plain.stack}>
            <ThemeIcon size={48} radius="xl" color="pine">
              <IconShieldCheck size={26} aria-hidden="true" />
            </ThemeIcon>
            <h2 id="buyer-protection-title" className={plain.h2}>
              {pick(BUYER_PROTECTION.title)}
            </h2>
            <p className={plain.text}>{pick(BUYER_PROTECTION.lead)}</p>
            <List
              spacing="sm"
              icon={<IconShieldCheck size={18} color="var(--mantine-color-pine-6)" aria-hidden="true" />}
            >
              {BUYER_PROTECTION.points.map((point) => (
                <List.Item key={point.id}>{pick(point)}</List.Item>
              ))}
            </List>
            <h3 className={`${classes.subTitle} ${classes.documentsTitle}`}>{t`Documents`}</h3>
            <div className={`${plain.row} ${plain.gapLg}`}>
              <Anchor
                fw={600}
                className="tap-target"
                renderRoot={(props) => (
                  <Link to="/{-$locale}/projects/$projectId/price-list" params={params} {...props} />
                )}
              >
                <span className={classes.linkLabel}>
                  <IconFileText size={18} aria-hidden="true" />
                  {t`Price list (draft)`}
                </span>
              </Anchor>
              <Anchor
                fw={600}
                className="tap-target"
                renderRoot={(props) => (
                  <Link
                    to="/{-$locale}/projects/$projectId/building-description"
                    params={params}
                    {...props}
                  />
                )}
              >
                <span className={classes.linkLabel}>
                  <IconFileText size={18} aria-hidden="true" />
                  {t`Building description (draft)`}
                </span>
              </Anchor>
            </div>
          </div>
          <div className={classes.tableWrap}>
            <h3 className={`${classes.subTitle} ${classes.tableTitle}`}>
              {t`Instalment plan under § 3 (2) MaBV`}
            </h3>
            {/* Two columns, so that the table fits a 320 px phone: the regulation's wording under each stage. */}
            <table className={classes.table}>
              <caption
                className={classes.caption}
              >{t`Maximum instalment for each stage of construction (§ 3 (2) MaBV)`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Stage of construction and instalment under the MaBV`}</th>
                  <th scope="col">{t`Maximum share of the price`}</th>
                </tr>
              </thead>
              <tbody>
                {MABV_PAYMENT_STAGES.map((stage) => (
                  <tr key={stage.stage.id}>
                    <td>
                      {pick(stage.stage)}
                      <span className={classes.regulation}>
                        {stage.ofRemainder === undefined
                          ? t`${number(stage.percent)} % of the contract price`
                          : t`${number(stage.ofRemainder)} % of the remaining contract price`}
                      </span>
                    </td>
                    <td>{number(stage.percent)} %</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={classes.footnote}>
              {t`§ 3 (2) Makler- und Bauträgerverordnung: the partial amounts are combined into at most ${MABV_MAX_INSTALMENTS} instalments; your notarised contract sets the exact schedule.`}
            </p>
          </div>
        </ColumnGrid>
      </Paper>
    </section>
  );
}
