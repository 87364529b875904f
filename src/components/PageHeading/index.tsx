import styles from './index.less';

export interface PageHeadingProps {
  /** The page's one h1. */
  title: React.ReactNode;
  /** A sentence or two on what the page offers. */
  intro?: React.ReactNode;
  /** Actions beside the heading (e.g. a primary button); they wrap below it on narrow screens. */
  extra?: React.ReactNode;
}

/**
 * Heading block of a portal page: the page's single h1, a short intro and optional actions.
 * Shared by the Taizhou section pages so every page starts with the same hierarchy. Plain h1 and p
 * in antd's heading type (`index.less`), not antd's Typography: its copy, edit and ellipsis parts
 * (Tooltip, TextArea, clipboard) came with every page's first load for two lines of text (issue 13).
 */
export default function PageHeading({ title, intro, extra }: PageHeadingProps) {
  return (
    <div className={styles.heading}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </div>
  );
}
