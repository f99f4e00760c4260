/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_UnlockInputs */

const en_devotionals_wisdom_unlock = /** @type {(inputs: Devotionals_Wisdom_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock Daily Wisdom!`)
};

const es_devotionals_wisdom_unlock = /** @type {(inputs: Devotionals_Wisdom_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Abre la Sabiduría diaria!`)
};

/**
* | output |
* | --- |
* | "Unlock Daily Wisdom!" |
*
* @param {Devotionals_Wisdom_UnlockInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_unlock = /** @type {((inputs?: Devotionals_Wisdom_UnlockInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_UnlockInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_unlock(inputs)
	return en_devotionals_wisdom_unlock(inputs)
});