/**
* | output |
* | --- |
* | "Stories heard: {count} of {total}" |
*
* @param {Stories_Progress_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_progress_count: ((inputs: Stories_Progress_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Progress_CountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Progress_CountInputs = {
    count: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
