/**
 * The staff record's write rule (every add, update and import row, through any kind's calls): the
 * relation must suit the person (rules/contract.ts), and the statutory retirement date is computed.
 */
import { HandlerError, type BeforeWrite } from '../../../kit/resource';
import { relationProblem, type ContractPerson } from '../rules/contract';
import { isDate } from '../rules/dates';
import { retirementAge, retirementDate, type Gender } from '../rules/retirement';

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

export const beforeStaff: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  const birthDate = text(v.birthDate), gender = text(v.gender) as Gender | null, start = text(v.contractStart);
  if (!isDate(birthDate) || (gender !== '男' && gender !== '女')) return values;
  const person: ContractPerson = {
    relation: v.relation as ContractPerson['relation'], birthDate, gender, post: text(v.post),
    contractStart: isDate(start) ? start : birthDate, contractEnd: text(v.contractEnd), dispatchCompany: text(v.dispatchCompany),
  };
  const problem = isDate(start) ? relationProblem(person) : null;
  if (problem) {
    const age = retirementAge(birthDate, gender, person.post);
    throw new HandlerError(t(problem.key, {
      ...problem.params, name: String(v.staffName ?? ''), gender: t(gender === '男' ? 'staff.enum.gender.male' : 'staff.enum.gender.female'), birth: birthDate,
      age: age.months ? t('staff.rule.age', { years: age.years, months: age.months }) : t('staff.rule.ageYears', { years: age.years }),
    }));
  }
  // A dispatching company belongs to dispatch only.
  const dispatchCompany = person.relation === 'dispatch' ? person.dispatchCompany : null;
  return { ...values, dispatchCompany, retireDate: retirementDate(birthDate, gender, person.post) };
};
