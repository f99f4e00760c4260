/**
* | output |
* | --- |
* | "(built in {seconds} s)" |
*
* @param {Admin_Build_TookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_took: ((inputs: Admin_Build_TookInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_TookInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_TookInputs = {
    seconds: NonNullable<unknown>;
};
