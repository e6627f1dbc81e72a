const loading = new Map<string, Promise<void>>();

/** Loads a third-party script once (later calls share the first promise). */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    for (const [k, v] of Object.entries(attributes)) script.setAttribute(k, v);
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`failed to load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
