/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_Preview_SeesInputs */

const en_groups_preview_sees = /** @type {(inputs: Groups_Preview_SeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the leaders of this group will see:`)
};

const es_groups_preview_sees = /** @type {(inputs: Groups_Preview_SeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que verán quienes dirigen este grupo:`)
};

/**
* | output |
* | --- |
* | "What the leaders of this group will see:" |
*
* @param {Groups_Preview_SeesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_preview_sees = /** @type {((inputs?: Groups_Preview_SeesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_Preview_SeesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_preview_sees(inputs)
	return en_groups_preview_sees(inputs)
});