/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Admin_Build_Live_SinceInputs */

const en_admin_build_live_since = /** @type {(inputs: Admin_Build_Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Live since ${i?.time}`)
};

const es_admin_build_live_since = /** @type {(inputs: Admin_Build_Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`✅ Publicado desde el ${i?.time}`)
};

/**
* | output |
* | --- |
* | "✅ Live since {time}" |
*
* @param {Admin_Build_Live_SinceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_live_since = /** @type {((inputs: Admin_Build_Live_SinceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_Live_SinceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_live_since(inputs)
	return en_admin_build_live_since(inputs)
});