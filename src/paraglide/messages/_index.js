/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Home_Ask_Grown_UpInputs */
/** @typedef {{}} Home_Back_To_My_HomeInputs */
/** @typedef {{}} Home_Not_Open_YetInputs */
/** @typedef {{}} Home_Plans_For_Grown_UpsInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */
import * as __en from "./en.js"
import * as __es from "./es.js"
/**
* | output |
* | --- |
* | "Ask a grown-up" |
*
* @param {Home_Ask_Grown_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_ask_grown_up = /** @type {((inputs?: Home_Ask_Grown_UpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Ask_Grown_UpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_ask_grown_up(inputs)
	return __en.home_ask_grown_up(inputs)
});
/**
* | output |
* | --- |
* | "Back to my home" |
*
* @param {Home_Back_To_My_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_back_to_my_home = /** @type {((inputs?: Home_Back_To_My_HomeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Back_To_My_HomeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_back_to_my_home(inputs)
	return __en.home_back_to_my_home(inputs)
});
/**
* | output |
* | --- |
* | "This one is not open yet." |
*
* @param {Home_Not_Open_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_not_open_yet = /** @type {((inputs?: Home_Not_Open_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Not_Open_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_not_open_yet(inputs)
	return __en.home_not_open_yet(inputs)
});
/**
* | output |
* | --- |
* | "Plans are for grown-ups" |
*
* @param {Home_Plans_For_Grown_UpsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_plans_for_grown_ups = /** @type {((inputs?: Home_Plans_For_Grown_UpsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Plans_For_Grown_UpsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.home_plans_for_grown_ups(inputs)
	return __en.home_plans_for_grown_ups(inputs)
});
/**
* | output |
* | --- |
* | "© {year} {siteName}" |
*
* @param {Site_Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_copyright = /** @type {((inputs: Site_Footer_CopyrightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_CopyrightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_copyright(inputs)
	return __en.site_footer_copyright(inputs)
});
/**
* | output |
* | --- |
* | "Features" |
*
* @param {Site_Footer_FeaturesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features = /** @type {((inputs?: Site_Footer_FeaturesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_FeaturesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_features(inputs)
	return __en.site_footer_features(inputs)
});
/**
* | output |
* | --- |
* | "Footer: features" |
*
* @param {Site_Footer_Features_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_features_label = /** @type {((inputs?: Site_Footer_Features_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_Features_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_features_label(inputs)
	return __en.site_footer_features_label(inputs)
});
/**
* | output |
* | --- |
* | "General" |
*
* @param {Site_Footer_GeneralInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general = /** @type {((inputs?: Site_Footer_GeneralInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_GeneralInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_general(inputs)
	return __en.site_footer_general(inputs)
});
/**
* | output |
* | --- |
* | "Footer: general" |
*
* @param {Site_Footer_General_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_general_label = /** @type {((inputs?: Site_Footer_General_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_General_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_general_label(inputs)
	return __en.site_footer_general_label(inputs)
});
/**
* | output |
* | --- |
* | "Privacy" |
*
* @param {Site_Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_footer_privacy = /** @type {((inputs?: Site_Footer_PrivacyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Footer_PrivacyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return __es.site_footer_privacy(inputs)
	return __en.site_footer_privacy(inputs)
});