/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse" |
* | "other" | "{count} verses" |
*
* @param {Admin_Sets_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_count: ((inputs: Admin_Sets_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_CountInputs = {
    count: NonNullable<unknown>;
};
