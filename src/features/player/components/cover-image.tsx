import { useEffect, useRef, useState } from 'react';
import { useSavingData } from '../hooks/use-saving-data';
import { isSavingData } from '../media/data-saver';

/**
 * Another series' cover. Saving data, it is asked for only once it is on screen: the browser's own lazy loading
 * fetches images well before they are (over a thousand pixels ahead in Chromium), which in a sheet is all of them.
 */
export function CoverImage({ src }: { src: string }) {
  const savingData = useSavingData();
  const image = useRef<HTMLImageElement>(null);
  // A cover the browser was given already stays when the visitor turns saving on: taking it away saves nothing.
  const [shown, setShown] = useState(() => !isSavingData());
  // Without IntersectionObserver (older than the support floor) nothing would ever say it is shown.
  const wait = savingData && !shown && typeof IntersectionObserver === 'function';

  useEffect(() => {
    const element = image.current;
    if (!wait || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wait]);

  return <img ref={image} src={wait ? undefined : src} alt="" loading="lazy" decoding="async" />;
}
