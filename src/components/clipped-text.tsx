import type { ElementType } from 'react';
import './long-text.css';

/**
 * One line of text cut with an ellipsis when it does not fit, the whole text in its title
 * (product rules, 'Long input'). `cell`: in a table column, at most 14rem wide.
 */
export function ClippedText({
  text,
  cell = false,
  className,
  as: Tag = 'span',
}: {
  text: string;
  cell?: boolean;
  className?: string;
  as?: ElementType;
}) {
  const classes = ['text-clip', cell && 'text-clip--cell', className].filter(Boolean).join(' ');
  return (
    <Tag className={classes} title={text}>
      {text}
    </Tag>
  );
}
