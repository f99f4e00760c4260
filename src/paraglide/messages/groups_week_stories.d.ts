/**
* | n | output |
* | --- | --- |
* | "one" | "We heard {count} story." |
* | "other" | "We heard {count} stories." |
*
* @param {Groups_Week_StoriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_stories: ((inputs: Groups_Week_StoriesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Week_StoriesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Week_StoriesInputs = {
    count: NonNullable<unknown>;
};
