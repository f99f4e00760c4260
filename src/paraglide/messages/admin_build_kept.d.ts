/**
* | output |
* | --- |
* | "Kept builds ({count})" |
*
* @param {Admin_Build_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_kept: ((inputs: Admin_Build_KeptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_KeptInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_KeptInputs = {
    count: NonNullable<unknown>;
};
