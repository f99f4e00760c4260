/**
* | output |
* | --- |
* | "{kind} from {name}" |
*
* @param {Family_Review_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_review_from: ((inputs: Family_Review_FromInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Review_FromInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Review_FromInputs = {
    kind: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
