/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Sent_Waits_For_ParentInputs */

const en_community_sent_waits_for_parent = /** @type {(inputs: Community_Sent_Waits_For_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your parent will look at it first.`)
};

const es_community_sent_waits_for_parent = /** @type {(inputs: Community_Sent_Waits_For_ParentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Una persona adulta de tu familia lo verá primero.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your parent will look at it first." |
*
* @param {Community_Sent_Waits_For_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_waits_for_parent = /** @type {((inputs?: Community_Sent_Waits_For_ParentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Sent_Waits_For_ParentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_sent_waits_for_parent(inputs)
	return en_community_sent_waits_for_parent(inputs)
});