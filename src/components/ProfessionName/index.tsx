import useProfessions from '@/hooks/useProfessions';
import DataText from '@/components/DataText';

/**
 * A profession code as its label from the dictionary (spec §3), the code itself until the dictionary
 * has it. Its own component so that the dictionary's answer re-draws this text only. The label is
 * the service's Chinese (issue 46 item 8).
 */
export default function ProfessionName({ value }: { value: string }) {
  const { professions } = useProfessions();
  const label = professions.find((item) => item.value === value)?.label;
  return label ? <DataText>{label}</DataText> : value;
}
