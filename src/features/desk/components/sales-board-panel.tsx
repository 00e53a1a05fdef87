import { useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { IconDownload } from '@/components/icons';
import { SITE_ROWS } from '@/content/site-plan';
import type { BuildingNumber } from '@/content/units';
import { useDateFormatters } from '@/lib/i18n/use-date-formatters';
import { useLocale } from '@/lib/i18n/use-locale';

import { loadSalesBoard, type UnitState } from '../api/desk-api';
import { useDeskLoad } from '../api/use-desk-load';
import { boardFigures, boardFlats, boardFloors, type BoardFlat, type BoardFloor } from '../model/sales-board';
import { salesBoardCsv } from '../model/sales-board-csv';
import { BoardFigures } from './board-figures';
import { BoardFlatDialog } from './board-flat-dialog';
import { BoardTile } from './board-tile';
import { DeskLoadFailed } from './desk-load-failed';
import classes from './sales-board.module.css';
import { saveCsvFile } from './save-csv-file';
import { availableState, StatusChangeDialog } from './status-change-dialog';
import { UnitHistoryDialog } from './unit-history-dialog';
import type { StatusBadge } from './units-panel';

type Open = { flat: BoardFlat; action: 'details' | 'change' | 'history' } | null;

/**
 * All 56 flats at a glance, by building and floor as the picker places them: status, hold end, who has
 * them, price and days in the status, the figures on top and the owner's CSV. A tile opens the flat's actions.
 */
export function SalesBoardPanel({ StatusBadge }: { StatusBadge: StatusBadge }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { dateTime } = useDateFormatters();
  const { load, refresh, update } = useDeskLoad(loadSalesBoard);
  const [open, setOpen] = useState<Open>(null);

  if (load.phase === 'loading') return <Loader color="pine" aria-label={t`Loading`} />;
  if (load.phase === 'failed') return <DeskLoadFailed error={load.error} onRetry={refresh} />;

  const { states, since, leads } = load.data;
  const now = new Date();
  const asOf = dateTime(now);
  const flats = boardFlats(states, since, leads);
  const floors = boardFloors(flats);
  const updated = (next: UnitState) =>
    update({ states: new Map(states).set(next.we_nr, next), since, leads });
  const close = () => {
    setOpen(null);
    refresh();
  };

  const building = (number: BuildingNumber) => (
    <section key={number} className={classes.building} aria-labelledby={`board-building-${number}`}>
      <h2 id={`board-building-${number}`} className={classes.buildingName}>
        {t`Building ${number}`}
      </h2>
      <ol className={classes.floors}>
        {floors.get(number)!.map((floor) => (
          <FloorRow key={floor.floor} floor={floor}>
            {floor.flats.map((flat) => (
              <BoardTile
                key={flat.unit.weNr}
                flat={flat}
                now={now}
                StatusBadge={StatusBadge}
                onOpen={() => setOpen({ flat, action: 'details' })}
              />
            ))}
          </FloorRow>
        ))}
      </ol>
    </section>
  );

  return (
    <Stack gap="md">
      <BoardFigures figures={boardFigures(flats)} />
      <Group gap="sm" align="center">
        <Button
          variant="default"
          h={48}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={() => saveCsvFile(salesBoardCsv(flats, i18n, locale, new Date()), t`sales-status`)}
        >
          {t`Sales status (CSV)`}
        </Button>
        <Text fz="sm" c="charcoal.7">
          {t`As of ${asOf}`}
        </Text>
      </Group>
      <div className={classes.site} data-sales-board="">
        <div className={classes.streetRow}>{SITE_ROWS.street.map(building)}</div>
        <div className={classes.gardenRow}>{SITE_ROWS.garden.map(building)}</div>
      </div>
      {open?.action === 'details' && (
        <BoardFlatDialog
          flat={open.flat}
          now={now}
          StatusBadge={StatusBadge}
          onClose={() => setOpen(null)}
          onChange={() => setOpen({ flat: open.flat, action: 'change' })}
          onHistory={() => setOpen({ flat: open.flat, action: 'history' })}
        />
      )}
      {open?.action === 'history' && <UnitHistoryDialog weNr={open.flat.unit.weNr} onClose={close} />}
      {open?.action === 'change' && (
        <StatusChangeDialog
          key={open.flat.unit.weNr}
          unit={open.flat.unit}
          state={open.flat.state ?? availableState(open.flat.unit)}
          opened
          onClose={close}
          onChanged={updated}
        />
      )}
    </Stack>
  );
}

/** One floor: its short name, then its flats in their order on the floor. */
function FloorRow({ floor, children }: { floor: BoardFloor; children: React.ReactNode }) {
  const { t } = useLingui();
  const { building, floor: level } = floor;
  const label = level === 0 ? t`GF` : t`${level}F`;
  return (
    <li
      className={classes.floor}
      aria-label={t`Building ${building}, floor ${label}`}
      data-board-floor={`${floor.building}.${floor.floor}`}
      style={{ '--board-tiles': floor.flats.length } as React.CSSProperties}
    >
      <span className={classes.floorName} aria-hidden="true">
        {label}
      </span>
      <div className={classes.tiles}>{children}</div>
    </li>
  );
}
