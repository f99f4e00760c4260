/**
* | output |
* | --- |
* | "One reference a line, up to {max}: a verse, a range or a short chapter (John 3:16, Luke 2:10-11, Psalm 23)." |
*
* @param {Admin_Sets_Verses_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_verses_hint: ((inputs: Admin_Sets_Verses_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_Verses_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_Verses_HintInputs = {
    max: NonNullable<unknown>;
};
