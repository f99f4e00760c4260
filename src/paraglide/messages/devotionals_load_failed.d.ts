/**
* | output |
* | --- |
* | "Failed to fetch devotionals: {message}" |
*
* @param {Devotionals_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_load_failed: ((inputs: Devotionals_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Load_FailedInputs = {
    message: NonNullable<unknown>;
};
