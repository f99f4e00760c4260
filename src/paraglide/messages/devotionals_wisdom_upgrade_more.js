/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Wisdom_Upgrade_MoreInputs */

const en_devotionals_wisdom_upgrade_more = /** @type {(inputs: Devotionals_Wisdom_Upgrade_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade for more`)
};

const es_devotionals_wisdom_upgrade_more = /** @type {(inputs: Devotionals_Wisdom_Upgrade_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejora tu plan para ver más`)
};

/**
* | output |
* | --- |
* | "Upgrade for more" |
*
* @param {Devotionals_Wisdom_Upgrade_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_wisdom_upgrade_more = /** @type {((inputs?: Devotionals_Wisdom_Upgrade_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Wisdom_Upgrade_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_wisdom_upgrade_more(inputs)
	return en_devotionals_wisdom_upgrade_more(inputs)
});