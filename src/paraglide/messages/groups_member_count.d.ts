/**
* | n | output |
* | --- | --- |
* | "one" | "{count} child" |
* | "other" | "{count} children" |
*
* @param {Groups_Member_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_member_count: ((inputs: Groups_Member_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Member_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Member_CountInputs = {
    count: NonNullable<unknown>;
};
