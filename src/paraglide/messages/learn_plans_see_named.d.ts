/**
* | output |
* | --- |
* | "See the plan: {title}" |
*
* @param {Learn_Plans_See_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_see_named: ((inputs: Learn_Plans_See_NamedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plans_See_NamedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plans_See_NamedInputs = {
    title: NonNullable<unknown>;
};
