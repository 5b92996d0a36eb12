// A user's picture, or the first character of their name on a coloured disc when there is none.
import styles from './profile.module.css';

export function AvatarPicture({ src, name, size = 64 }: { src: string | null; name: string; size?: number }) {
  if (src) {
    return <img className={styles.avatar} src={src} alt="" width={size} height={size} style={{ width: size, height: size }} />;
  }
  return (
    <span className={styles.avatar} aria-hidden="true" style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}>
      {(name || '医').slice(0, 1)}
    </span>
  );
}
