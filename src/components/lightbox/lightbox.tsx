import { useLingui } from '@lingui/react/macro';
import { ActionIcon, CloseButton, Modal, VisuallyHidden } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import useEmblaCarousel from 'embla-carousel-react';
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';

import { IconCertificate, IconChevronLeft, IconChevronRight } from '@/components/icons';
import { useScrollLock } from '@/components/overlay/use-scroll-lock';
import { useNoticesAside } from '@/components/toast/notices-aside';
import { afterPaint } from '@/lib/idle';

import classes from './lightbox.module.css';
import { useBackCloses } from './use-back-closes';
import { ZoomIcon } from './zoom-icon';
import { ZoomPan, type ZoomHandle } from './zoom-pan';

/** Controls hide after this long without pointer movement, so they do not cover the picture. */
export const LIGHTBOX_IDLE_MS = 1000;
/** The fade-out on close; the fade-in takes as long. */
export const LIGHTBOX_FADE_MS = 300;

/** Phones, and windows too low for a footer below the picture: the footer moves behind a button. */
const SHEET_QUERY = '(max-width: 47.99em), (max-height: 37.5em)';

export interface LightboxSlide {
  key: string;
  /** Shown under the slide and read out when it becomes current. */
  caption: string;
  content: ReactNode;
}

/** Facts that belong with every slide, e.g. the energy certificate of the unit the slides show. */
export interface LightboxInfo {
  /** The button that shows them on a phone, and their region's name. */
  label: string;
  /** `inline`: one line below the slides (large screens); otherwise a sheet over the picture. */
  render: (inline: boolean) => ReactNode;
}

export interface LightboxProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  title: string;
  slides: readonly LightboxSlide[];
  initialIndex?: number;
  info?: LightboxInfo;
}

/**
 * A full-screen lightbox (Mantine's Modal, Embla carousel, zoom-pan.tsx). A swipe changes slides only
 * when not zoomed, the close button always stays, and on a phone `info` waits behind a button so the
 * picture has the screen.
 */
export function Lightbox({ opened, onClose, title, slides, initialIndex = 0, info }: LightboxProps) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const sheet = useMediaQuery(SHEET_QUERY, true, { getInitialValueInEffect: false });
  const zoomedRef = useRef(false);
  // The first frame of an opening shows the slide asked for alone; the other slides and the carousel
  // (Embla measures every slide) follow once that frame has painted. Kept from then on.
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (!opened || complete) return;
    return afterPaint(() => startTransition(() => setComplete(true)));
  }, [opened, complete]);
  // Closed, the lightbox stays mounted, hidden (Mantine's keepMounted: a hidden React Activity), so
  // that opening it again only shows it. Once it has faded out, its modal is made anew in the
  // background, with the one slide an opening shows first: Mantine's transition then opens it at
  // once again (its state after a fade-out would show it only after an effect of its own).
  const [generation, setGeneration] = useState(0);
  const renew = () =>
    startTransition(() => {
      setComplete(false);
      setGeneration((value) => value + 1);
    });
  const [viewportRef, embla] = useEmblaCarousel({
    loop: slides.length > 1,
    startIndex: initialIndex,
    duration: reducedMotion ? 1 : 22,
    // A zoomed picture pans instead; two fingers pinch.
    watchDrag: (_api, event) => !zoomedRef.current && !('touches' in event && event.touches.length > 1),
  });
  const [index, setIndex] = useState(initialIndex);
  const [zoomed, setZoomed] = useState(false);
  const [idle, setIdle] = useState(false);
  // A touch screen's first tap on a faded arrow must not turn the page: known before that tap.
  const [touch, setTouch] = useState(() => window.matchMedia('(pointer: coarse)').matches);
  const [infoOpen, setInfoOpen] = useState(false);
  const infoId = useId();
  const zoomers = useRef(new Map<number, ZoomHandle>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus goes back to what opened the lightbox. Captured before the focus trap moves focus (it does so
  // in a timeout), also when the lightbox mounts already open (lazy-loaded on the first click).
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [opened]);

  const setCurrentZoomed = useCallback((value: boolean) => {
    zoomedRef.current = value;
    setZoomed(value);
  }, []);

  const wake = useCallback(() => {
    setIdle(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), LIGHTBOX_IDLE_MS);
  }, []);

  useEffect(() => {
    if (!opened) return;
    timer.current = setTimeout(() => setIdle(true), LIGHTBOX_IDLE_MS);
    return () => clearTimeout(timer.current);
  }, [opened]);

  const dismiss = () => {
    setIdle(false);
    setInfoOpen(false);
    onClose();
  };
  const releaseHistoryEntry = useBackCloses(opened, dismiss);
  useScrollLock(opened);
  useNoticesAside(opened);
  const close = () => {
    releaseHistoryEntry();
    dismiss();
  };

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      setIndex(embla.selectedScrollSnap());
      // The slide left is unzoomed (ZoomPan), and so is the one arrived at.
      setCurrentZoomed(false);
    };
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, setCurrentZoomed]);

  // Steps asked for before the carousel is made (its first frame shows one slide): taken once it is.
  const earlySteps = useRef(0);
  useEffect(() => {
    if (!opened) earlySteps.current = 0;
    if (!opened || !embla) return;
    const count = embla.scrollSnapList().length;
    embla.scrollTo((((initialIndex + earlySteps.current) % count) + count) % count, true);
    earlySteps.current = 0;
  }, [opened, initialIndex, embla]);

  const step = useCallback(
    (by: 1 | -1) => {
      if (!embla) earlySteps.current += by;
      else if (by === 1) embla.scrollNext();
      else embla.scrollPrev();
    },
    [embla],
  );
  const previous = useCallback(() => step(-1), [step]);
  const next = useCallback(() => step(1), [step]);

  // Keys are read on the document: the focus trap moves focus in only after a timeout, and a key
  // pressed before that must turn the slide all the same.
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      wake();
      if (event.defaultPrevented) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [opened, wake, previous, next]);

  const onPointerDown = (event: PointerEvent) => {
    setTouch(event.pointerType !== 'mouse');
    wake();
  };

  const current = slides[index];
  const many = slides.length > 1;

  return (
    <Modal.Root
      key={generation}
      opened={opened}
      onClose={close}
      fullScreen
      keepMounted
      // Shown at once, in the render that opens it, the picture opaque in the first frame (the
      // backdrop fades in behind it: lightbox.module.css); closed with Mantine's fade-out.
      transitionProps={{ transition: 'fade', duration: 0, exitDuration: LIGHTBOX_FADE_MS }}
      returnFocus={false}
      lockScroll={false}
      onExitTransitionEnd={() => {
        returnTo.current?.focus();
        renew();
      }}
      trapFocus
    >
      <Modal.Overlay backgroundOpacity={0.85} className={classes.overlay} />
      <Modal.Content className={classes.content} data-lightbox="">
        {/* A plain element, not Modal.Body: the dialog is named by its title, not described by every slide. */}
        <div
          className={classes.body}
          data-idle={idle}
          data-touch={touch}
          onMouseMove={wake}
          onPointerDown={onPointerDown}
        >
          <Modal.Title>
            <VisuallyHidden>{title}</VisuallyHidden>
          </Modal.Title>
          <div className={classes.topBar} data-lightbox-top="">
            <span className={classes.counter} aria-live="polite" aria-atomic="true">
              {many ? t`${index + 1} / ${slides.length}` : ''}
              {current && <VisuallyHidden>: {current.caption}</VisuallyHidden>}
            </span>
            {info && sheet && (
              <ActionIcon
                size="xl"
                variant={infoOpen ? 'white' : 'subtle'}
                color={infoOpen ? 'charcoal' : 'gray.0'}
                onClick={() => setInfoOpen((open) => !open)}
                aria-expanded={infoOpen}
                aria-controls={infoId}
                aria-label={info.label}
              >
                <IconCertificate size={24} aria-hidden="true" />
              </ActionIcon>
            )}
            <ActionIcon
              size="xl"
              variant="subtle"
              color="gray.0"
              onClick={() => zoomers.current.get(index)?.toggle()}
              aria-label={zoomed ? t`Zoom out` : t`Zoom in`}
              data-zoom-toggle=""
            >
              <ZoomIcon zoomIn={!zoomed} />
            </ActionIcon>
            <CloseButton
              size="xl"
              iconSize={26}
              variant="subtle"
              c="white"
              onClick={close}
              aria-label={t`Close`}
              data-lightbox-close=""
            />
          </div>
          {info && sheet && infoOpen && (
            <section id={infoId} className={classes.infoSheet} aria-label={info.label}>
              {info.render(false)}
            </section>
          )}
          <div className={classes.viewport} ref={complete ? viewportRef : undefined}>
            <div className={classes.track}>
              {slides.map(
                (slide, i) =>
                  (complete || i === initialIndex) && (
                    <div
                      key={slide.key}
                      className={classes.slide}
                      role="group"
                      aria-roledescription={t`slide`}
                      aria-label={slide.caption}
                      aria-hidden={i !== index}
                      inert={i !== index}
                    >
                      <ZoomPan
                        active={i === index}
                        animate={!reducedMotion}
                        onZoomedChange={(value) => {
                          if (i === index) setCurrentZoomed(value);
                        }}
                        ref={(handle) => {
                          if (handle) zoomers.current.set(i, handle);
                          else zoomers.current.delete(i);
                        }}
                      >
                        {slide.content}
                      </ZoomPan>
                      <p className={classes.caption}>{slide.caption}</p>
                    </div>
                  ),
              )}
            </div>
          </div>
          {info && !sheet && <div className={classes.footer}>{info.render(true)}</div>}
          {many && (
            <>
              <ActionIcon
                className={`${classes.nav} ${classes.prev} ${classes.controls}`}
                size="xl"
                radius="xl"
                variant="white"
                color="charcoal"
                onClick={previous}
                aria-label={t`Previous image`}
              >
                <IconChevronLeft aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                className={`${classes.nav} ${classes.next} ${classes.controls}`}
                size="xl"
                radius="xl"
                variant="white"
                color="charcoal"
                onClick={next}
                aria-label={t`Next image`}
              >
                <IconChevronRight aria-hidden="true" />
              </ActionIcon>
            </>
          )}
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
