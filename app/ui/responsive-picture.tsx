import type { Picture } from "#app/lib/content/images.server.ts";

interface ResponsivePictureProps {
  picture: Picture;
  /** The first image of a page loads at once; the others when the reader nears them. */
  eager?: boolean;
  className?: string;
}

/** An image made at build time: AVIF and WebP in several widths, a fallback, its intrinsic size. */
export function ResponsivePicture({ picture, eager = false, className }: ResponsivePictureProps) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        {...(eager ? { fetchPriority: "high" as const } : {})}
        className={className}
      />
    </picture>
  );
}
