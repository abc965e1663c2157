// The page's meta description while a screen shows (the listing's page): index.html's own tag gets
// the screen's text, and its earlier text back when the screen goes. One tag, never a second one.
import { useEffect } from 'react';

export function useMetaDescription(content: string | undefined): void {
  useEffect(() => {
    if (!content) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const added = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const before = tag.content;
    tag.content = content;
    return () => {
      if (added) tag.remove();
      else tag.content = before;
    };
  }, [content]);
}
