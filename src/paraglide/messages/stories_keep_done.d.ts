/**
* | output |
* | --- |
* | "Kept for offline: {count} stories." |
*
* @param {Stories_Keep_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_done: ((inputs: Stories_Keep_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Keep_DoneInputs = {
    count: NonNullable<unknown>;
};
