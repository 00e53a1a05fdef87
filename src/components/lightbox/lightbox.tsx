import { useLingui } from '@lingui/react/macro';
import { ActionIcon, CloseButton, Modal, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { IconChevronLeft, IconChevronRight } from '@/components/icons';

import classes from './lightbox.module.css';

/** Controls hide after this long without pointer movement (spec §9). */
export const LIGHTBOX_IDLE_MS = 1000;
/** The fade-out on close (spec §4, §9); the fade-in takes as long. */
export const LIGHTBOX_FADE_MS = 300;

export interface LightboxSlide {
  key: string;
  /** Shown under the slide and read out when it becomes current. */
  caption: string;
  content: ReactNode;
}

export interface LightboxProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  title: string;
  slides: readonly LightboxSlide[];
  initialIndex?: number;
  /** Shown below every slide, e.g. the facts of the unit the slides show. */
  footer?: ReactNode;
}

/**
 * A full-screen lightbox: fades in, fades out over 300 ms, traps focus and gives it back on close
 * (Mantine's Modal); Escape closes; previous/next buttons, arrow keys and swipe move between slides
 * and wrap around (Embla, loop); a counter; controls hide after 1 s without pointer movement.
 */
export function Lightbox({ opened, onClose, title, slides, initialIndex = 0, footer }: LightboxProps) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    loop: slides.length > 1,
    startIndex: initialIndex,
    duration: reducedMotion ? 1 : 22,
  });
  const [index, setIndex] = useState(initialIndex);
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus goes back to what opened the lightbox. Captured before the focus trap moves focus (it does so
  // in a timeout), also when the lightbox mounts already open (lazy-loaded on the first click).
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened && document.activeElement instanceof HTMLElement) returnTo.current = document.activeElement;
  }, [opened]);

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

  const close = () => {
    setIdle(false);
    onClose();
  };

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (opened) embla?.scrollTo(initialIndex, true);
  }, [opened, initialIndex, embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    wake();
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const current = slides[index];
  const many = slides.length > 1;

  return (
    <Modal.Root
      opened={opened}
      onClose={close}
      fullScreen
      transitionProps={{ transition: 'fade', duration: LIGHTBOX_FADE_MS, exitDuration: LIGHTBOX_FADE_MS }}
      returnFocus={false}
      onExitTransitionEnd={() => returnTo.current?.focus()}
      trapFocus
    >
      <Modal.Overlay backgroundOpacity={0.85} />
      <Modal.Content className={classes.content} data-lightbox="">
        {/* A plain element, not Modal.Body: the dialog is named by its title, not described by every slide. */}
        <div
          className={classes.body}
          data-idle={idle}
          onKeyDown={onKeyDown}
          onMouseMove={wake}
          onPointerDown={wake}
          onTouchStart={wake}
        >
          <Modal.Title>
            <VisuallyHidden>{title}</VisuallyHidden>
          </Modal.Title>
          <div className={`${classes.topBar} ${classes.controls}`} data-lightbox-controls="">
            <span className={classes.counter} aria-live="polite" aria-atomic="true">
              {many ? t`${index + 1} / ${slides.length}` : ''}
              {current && <VisuallyHidden>: {current.caption}</VisuallyHidden>}
            </span>
            <CloseButton size="lg" variant="transparent" c="white" onClick={close} aria-label={t`Close`} />
          </div>
          <div className={classes.viewport} ref={viewportRef}>
            <div className={classes.track}>
              {slides.map((slide, i) => (
                <div
                  key={slide.key}
                  className={classes.slide}
                  role="group"
                  aria-roledescription={t`slide`}
                  aria-label={slide.caption}
                  aria-hidden={i !== index}
                  inert={i !== index}
                >
                  <div className={classes.frame}>{slide.content}</div>
                  <p className={classes.caption}>{slide.caption}</p>
                </div>
              ))}
            </div>
          </div>
          {footer && <div className={classes.footer}>{footer}</div>}
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
