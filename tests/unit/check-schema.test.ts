import { describe, expect, it } from 'vitest';
import { schemaFromCheck } from '../../src/lib/check-schema.ts';
import { checkObject, type Field } from '../../src/lib/form-checks.ts';

const name: Field<string> = (value) =>
  typeof value === 'string' && value.trim() ? { value: value.trim() } : { message: 'Please enter a name.' };
const age: Field<number> = (value) =>
  Number.isInteger(value) && (value as number) > 0
    ? { value: value as number }
    : { message: 'Age must be a whole number.' };

const schema = schemaFromCheck(checkObject<{ name: string; age: number }>({ name, age }));

describe('schemaFromCheck', () => {
  it("passes on the check's cleaned data, without keys the check does not know", () => {
    expect(schema.parse({ name: '  Ruth ', age: 9, admin: true })).toEqual({ name: 'Ruth', age: 9 });
  });

  it("fails with every issue of the check, each on its field's path, in the check's order", () => {
    const result = schema.safeParse({ name: ' ', age: 2.5 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['name'], 'Please enter a name.'],
      [['age'], 'Age must be a whole number.'],
    ]);
  });

  it('refuses input that is not an object as missing fields', () => {
    expect(schema.safeParse('Ruth').error?.issues[0]?.message).toBe('Please enter a name.');
    expect(schema.safeParse(null).success).toBe(false);
  });
});
