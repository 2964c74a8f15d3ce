import { Checkbox, Radio } from 'antd';

interface ChoiceFieldProps<T extends string> {
  id: string;
  legend: string;
  required?: boolean;
  options: readonly T[];
  labels: Record<T, string>;
}

/** One answer from a list, as a labelled radio group (a fieldset, so screen readers announce the question). */
export function RadioField<T extends string>({
  id,
  legend,
  required = false,
  options,
  labels,
  value,
  onChange,
}: ChoiceFieldProps<T> & { value: T | undefined; onChange: (value: T) => void }) {
  return (
    <fieldset className="questionnaire-field" id={id}>
      <legend className={`questionnaire-field__legend${required ? ' questionnaire-field__legend--required' : ''}`}>{legend}</legend>
      <Radio.Group
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        options={options.map((option) => ({ value: option, label: labels[option] }))}
        aria-required={required}
        className="questionnaire-field__choices"
      />
    </fieldset>
  );
}

/** Several answers from a list: each checkbox toggles its value in or out (spec §5 multi-select). */
export function CheckboxField<T extends string>({
  id,
  legend,
  options,
  labels,
  value,
  onToggle,
}: ChoiceFieldProps<T> & { value: readonly T[]; onToggle: (value: T) => void }) {
  return (
    <fieldset className="questionnaire-field" id={id}>
      <legend className="questionnaire-field__legend">{legend}</legend>
      <div className="questionnaire-field__choices">
        {options.map((option) => (
          <Checkbox key={option} checked={value.includes(option)} onChange={() => onToggle(option)}>
            {labels[option]}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
