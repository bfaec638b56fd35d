import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formControl } from '../../components/formControl';
import { stakeChanged } from './betSlipSlice';
import { amountText } from './stake';
import { selectStakeFigures } from './stakeSelectors';

const Field = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Input = styled.input`
  ${formControl}
  width: 7.5rem;
  font: inherit;
  font-variant-numeric: tabular-nums;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

const Figures = styled.output`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  font-size: 0.9375rem;

  b {
    font-weight: 700;
  }
`;

const Message = styled.p<{ $error: boolean }>`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.textMuted)};
  font-size: 0.8125rem;
`;

/** The slip's Stake field, and what the stake pays back (stake included) and its profit, to the cent. */
export function SlipStake() {
  const inputId = useId();
  const messageId = useId();
  const dispatch = useAppDispatch();
  const { text, reading, figures } = useAppSelector(selectStakeFigures);
  let message: string | undefined;
  if (reading.kind === 'invalid') message = reading.problem;
  else if (reading.kind === 'empty') message = 'Enter a stake to see the payout and profit.';
  return (
    <Field>
      <Label htmlFor={inputId}>Stake</Label>
      <Input
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={text}
        aria-invalid={reading.kind === 'invalid'}
        aria-describedby={message ? messageId : undefined}
        onChange={(event) => dispatch(stakeChanged(event.target.value))}
      />
      {figures && (
        <Figures htmlFor={inputId}>
          <span>
            Payout <b>{amountText(figures.payout)}</b>
          </span>
          <span>
            Profit <b>{amountText(figures.profit)}</b>
          </span>
        </Figures>
      )}
      {message && (
        <Message id={messageId} $error={reading.kind === 'invalid'}>
          {message}
        </Message>
      )}
    </Field>
  );
}
