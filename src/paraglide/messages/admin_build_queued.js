/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Build_QueuedInputs */

const en_admin_build_queued = /** @type {(inputs: Admin_Build_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏳ A rebuild will start in a moment...`)
};

const es_admin_build_queued = /** @type {(inputs: Admin_Build_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`⏳ Una reconstrucción empezará en un momento...`)
};

/**
* | output |
* | --- |
* | "⏳ A rebuild will start in a moment..." |
*
* @param {Admin_Build_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_queued = /** @type {((inputs?: Admin_Build_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Build_QueuedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_build_queued(inputs)
	return en_admin_build_queued(inputs)
});