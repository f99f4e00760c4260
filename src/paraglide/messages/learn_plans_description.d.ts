/**
* | output |
* | --- |
* | "Bible reading plans for children: a few chapters a day through Mark, the Psalms, Genesis, the life of Jesus and more." |
*
* @param {Learn_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_description: ((inputs?: Learn_Plans_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plans_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plans_DescriptionInputs = {};
