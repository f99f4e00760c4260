/**
* | output |
* | --- |
* | "The last build failed ({time}); the site still shows the previous build." |
*
* @param {Admin_Build_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_failed: ((inputs: Admin_Build_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_FailedInputs = {
    time: NonNullable<unknown>;
};
