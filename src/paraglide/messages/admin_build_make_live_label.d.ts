/**
* | output |
* | --- |
* | "Make live: the build of {time}" |
*
* @param {Admin_Build_Make_Live_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_make_live_label: ((inputs: Admin_Build_Make_Live_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_Make_Live_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_Make_Live_LabelInputs = {
    time: NonNullable<unknown>;
};
