import { useMemo, useState } from 'react';

/** The three slides' <video> elements as they mount and unmount, with a ref callback for each slide. */
export function useSlotElements() {
  const [elements, setElements] = useState<readonly (HTMLVideoElement | null)[]>([null, null, null]);
  const refs = useMemo(
    () =>
      [0, 1, 2].map(
        (slot) => (element: HTMLVideoElement | null) =>
          setElements((list) => (list[slot] === element ? list : list.map((item, i) => (i === slot ? element : item)))),
      ),
    [],
  );
  return [elements, refs] as const;
}
