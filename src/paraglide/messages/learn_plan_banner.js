/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Learn_Plan_BannerInputs */

const en_learn_plan_banner = /** @type {(inputs: Learn_Plan_BannerInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Your plan includes access to ${i?.count} Truth Challenge(s)`);
	if (n === "other") return /** @type {LocalizedString} */ (`Your plan includes access to ${i?.count} Truth Challenge(s)`);
	return /** @type {LocalizedString} */ ("learn_plan_banner");
};

const es_learn_plan_banner = /** @type {(inputs: Learn_Plan_BannerInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.count} Reto de la Verdad`);
	if (n === "other") return /** @type {LocalizedString} */ (`Tu plan incluye ${i?.count} Retos de la Verdad`);
	return /** @type {LocalizedString} */ ("learn_plan_banner");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Your plan includes access to {count} Truth Challenge(s)" |
* | "other" | "Your plan includes access to {count} Truth Challenge(s)" |
*
* @param {Learn_Plan_BannerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_banner = /** @type {((inputs: Learn_Plan_BannerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Plan_BannerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_plan_banner(inputs)
	return en_learn_plan_banner(inputs)
});