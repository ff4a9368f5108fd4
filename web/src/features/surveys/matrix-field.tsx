import type { SurveyQuestion } from '@mitmachkarte/contract';
import { useId } from 'react';

/** A matrix question (Likert, docs/product.md §25.2): a table, one row per statement, one column
 *  per step of the scale; each row a group of radio buttons (one name), each button labelled
 *  „row: step“ for screen readers (WCAG 1.3.1, 4.1.2; a role on the row would hide it as a row). Wide scales scroll sideways on phones. */
export function MatrixField({ question, value, onChange, invalidRow, describedBy }: {
  question: SurveyQuestion; value: Record<string, string> | undefined; onChange: (v: Record<string, string>) => void;
  invalidRow?: string; describedBy?: string;
}) {
  const id = useId();
  const chosen = value ?? {};
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle survey-matrix mb-1" aria-describedby={describedBy}>
        <thead>
          <tr>
            <td />
            {question.Scale.map((s) => <th key={s.Key} scope="col" className="text-center small">{s.Label || s.Key}</th>)}
          </tr>
        </thead>
        <tbody>
          {question.Rows.map((r, ri) => {
            const rowLabel = r.Label || r.Key;
            const rowId = `${id}-row-${ri}`;
            return (
              <tr key={r.Key} className={invalidRow === rowLabel ? 'table-danger' : undefined}>
                <th id={rowId} scope="row" className="fw-normal">{rowLabel}</th>
                {question.Scale.map((s) => (
                  <td key={s.Key} className="text-center">
                    <input type="radio" className="form-check-input" name={`${id}-${r.Key}`} value={s.Key} checked={chosen[r.Key] === s.Key}
                      aria-label={`${rowLabel}: ${s.Label || s.Key}`} onChange={() => onChange({ ...chosen, [r.Key]: s.Key })} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
