/**
* | output |
* | --- |
* | "Please keep the title under {max} characters." |
*
* @param {Community_Title_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_title_too_long: ((inputs: Community_Title_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Title_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Title_Too_LongInputs = {
    max: NonNullable<unknown>;
};
