import useProfessions from '@/hooks/useProfessions';

/**
 * A profession code as its label from the dictionary (spec §3), the code itself until the dictionary
 * has it. Its own component so that the dictionary's answer re-draws this text only.
 */
export default function ProfessionName({ value }: { value: string }) {
  const { professions } = useProfessions();
  return <>{professions.find((item) => item.value === value)?.label ?? value}</>;
}
