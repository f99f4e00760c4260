/**
* | output |
* | --- |
* | "Keeping story {done} of {total}…" |
*
* @param {Stories_Keep_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_saving: ((inputs: Stories_Keep_SavingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Keep_SavingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Keep_SavingInputs = {
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
