/**
* | output |
* | --- |
* | "Devotional {index} of {count}" |
*
* @param {Devotionals_CounterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_counter: ((inputs: Devotionals_CounterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_CounterInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_CounterInputs = {
    index: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
