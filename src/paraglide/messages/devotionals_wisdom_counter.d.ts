/**
* | output |
* | --- |
* | "Daily Proverb {n} of {count}" |
*
* @param {Devotionals_Wisdom_CounterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_counter: ((inputs: Devotionals_Wisdom_CounterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Wisdom_CounterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Wisdom_CounterInputs = {
    n: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
