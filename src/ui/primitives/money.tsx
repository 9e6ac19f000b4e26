import { Span, type SpanProps } from '@chakra-ui/react';
import { formatTsh } from '@/domain/money';

export interface MoneyProps extends Omit<SpanProps, 'children'> {
  /** Whole TZS. */
  amount: number;
}

/** An amount as the product writes it: 'Tsh 50,000,000'. */
export function Money({ amount, ...rest }: MoneyProps) {
  return (
    <Span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" {...rest}>
      {formatTsh(amount)}
    </Span>
  );
}
