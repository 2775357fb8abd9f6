import { defineMessages } from '@shared/i18n/catalogue';

/**
 * One message per cart problem code (`error.<code>`, the ids errorMessageId() looks up), with the spec's exact
 * English where it has one (core §8 'Variation and cart messages', §5 field validation) and the platform's wording
 * otherwise. Values come from cartProblemValues(). Loaded with the product form and with the cart drawer.
 */
export const cartErrorMessages = defineMessages({
  en: {
    'cart.notice.coupon_removed': 'The coupon “{coupon}” has been removed from your cart.',
    'error.product_not_found': 'Sorry, this product is no longer available.',
    'error.variation_required': 'Please select some product options before adding this product to your cart.',
    'error.variation_unavailable': 'Sorry, this product is unavailable. Please choose a different combination.',
    'error.out_of_stock': 'Sorry, this product is out of stock.',
    'error.not_purchasable': 'Sorry, this product cannot be purchased.',
    'error.attribute_required': 'Please select a product option before adding this product to your cart.',
    'error.invalid_attribute': 'Sorry, no products matched your selection. Please choose a different combination.',
    'error.quantity_out_of_range':
      '{hasMax, select, yes {Please enter a value between {min} and {max}} other {Please enter a value greater than or equal to {min}}}',
    'error.already_in_cart': 'You cannot add another of this product to your cart.',
    'error.insufficient_stock':
      '{available, plural, =0 {Sorry, this product is out of stock.} one {Sorry, only # item is left in stock.} other {Sorry, only # items are left in stock.}}',
    'error.line_not_found': 'This item is no longer in your cart.',
    'error.coupon_empty': 'Please enter a coupon code.',
    'error.coupon_not_found': 'Coupon “{coupon}” does not exist!',
    'error.coupon_already_applied': 'Coupon code already applied!',
    'error.coupon_expired': 'This coupon has expired.',
    'error.coupon_usage_limit': 'Coupon usage limit has been reached.',
    'error.coupon_individual_use':
      'Sorry, coupon “{coupon}” has already been applied and cannot be used in conjunction with other coupons.',
    'error.coupon_not_applicable': 'Sorry, this coupon is not applicable to selected products.',
    'error.coupon_minimum_spend': 'The minimum spend for this coupon is {amount}.',
    'error.coupon_maximum_spend': 'The maximum spend for this coupon is {amount}.',
    'error.coupon_not_applied': 'This coupon is not applied to your cart.',
    'error.note_invalid': 'Please write your note as plain text, without HTML.',
    'error.invalid_country': 'Please choose a valid country.',
    'error.invalid_state': 'Please choose a valid state.',
    'error.invalid_postcode': 'Please enter a valid postcode / ZIP.',
    'error.invalid_city': 'Please enter a valid town / city.',
    'error.shipping_unavailable': 'Enter your address to view shipping options.',
    'error.shipping_method_unavailable': 'This shipping method is not available. Please choose another one.',
    'error.cart_empty': 'Your cart is currently empty.',
  },
  fr: {
    'cart.notice.coupon_removed': 'Le code promo « {coupon} » a été retiré de votre panier.',
    'error.product_not_found': 'Désolé, ce produit n’est plus disponible.',
    'error.variation_required':
      'Veuillez sélectionner des options du produit avant d’ajouter ce produit à votre panier.',
    'error.variation_unavailable':
      'Désolé, ce produit n’est pas disponible. Veuillez choisir une combinaison différente.',
    'error.out_of_stock': 'Désolé, ce produit est en rupture de stock.',
    'error.not_purchasable': 'Désolé, ce produit ne peut pas être acheté.',
    'error.attribute_required':
      'Veuillez sélectionner une option du produit avant d’ajouter ce produit à votre panier.',
    'error.invalid_attribute':
      'Désolé, aucun produit ne correspond à votre sélection. Veuillez choisir une combinaison différente.',
    'error.quantity_out_of_range':
      '{hasMax, select, yes {Veuillez saisir une valeur entre {min} et {max}} other {Veuillez saisir une valeur supérieure ou égale à {min}}}',
    'error.already_in_cart': 'Vous ne pouvez pas ajouter ce produit une nouvelle fois à votre panier.',
    'error.insufficient_stock':
      '{available, plural, =0 {Désolé, ce produit est en rupture de stock.} one {Désolé, il ne reste que # article en stock.} other {Désolé, il ne reste que # articles en stock.}}',
    'error.line_not_found': 'Cet article n’est plus dans votre panier.',
    'error.coupon_empty': 'Veuillez saisir un code promo.',
    'error.coupon_not_found': 'Le code promo « {coupon} » n’existe pas !',
    'error.coupon_already_applied': 'Code promo déjà appliqué !',
    'error.coupon_expired': 'Ce code promo a expiré.',
    'error.coupon_usage_limit': 'La limite d’utilisation de ce code promo a été atteinte.',
    'error.coupon_individual_use':
      'Désolé, le code promo « {coupon} » a déjà été appliqué et ne peut pas être combiné avec d’autres codes promo.',
    'error.coupon_not_applicable': 'Désolé, ce code promo ne s’applique pas aux produits sélectionnés.',
    'error.coupon_minimum_spend': 'Le montant minimum d’achat pour ce code promo est de {amount}.',
    'error.coupon_maximum_spend': 'Le montant maximum d’achat pour ce code promo est de {amount}.',
    'error.coupon_not_applied': 'Ce code promo n’est pas appliqué à votre panier.',
    'error.note_invalid': 'Veuillez écrire votre note en texte simple, sans HTML.',
    'error.invalid_country': 'Veuillez choisir un pays valide.',
    'error.invalid_state': 'Veuillez choisir une région valide.',
    'error.invalid_postcode': 'Veuillez saisir un code postal valide.',
    'error.invalid_city': 'Veuillez saisir une ville valide.',
    'error.shipping_unavailable': 'Saisissez votre adresse pour voir les options de livraison.',
    'error.shipping_method_unavailable': 'Ce mode de livraison n’est pas disponible. Veuillez en choisir un autre.',
    'error.cart_empty': 'Votre panier est vide.',
  },
  ar: {
    'cart.notice.coupon_removed': 'تمت إزالة القسيمة «{coupon}» من سلة التسوق.',
    'error.product_not_found': 'عذرًا، هذا المنتج لم يعد متوفرًا.',
    'error.variation_required': 'يرجى اختيار بعض خيارات المنتج قبل إضافته إلى سلة التسوق.',
    'error.variation_unavailable': 'عذرًا، هذا المنتج غير متوفر. يرجى اختيار تركيبة مختلفة.',
    'error.out_of_stock': 'عذرًا، نفد مخزون هذا المنتج.',
    'error.not_purchasable': 'عذرًا، لا يمكن شراء هذا المنتج.',
    'error.attribute_required': 'يرجى اختيار أحد خيارات المنتج قبل إضافته إلى سلة التسوق.',
    'error.invalid_attribute': 'عذرًا، لا توجد منتجات تطابق اختيارك. يرجى اختيار تركيبة مختلفة.',
    'error.quantity_out_of_range':
      '{hasMax, select, yes {يرجى إدخال قيمة بين {min} و{max}} other {يرجى إدخال قيمة أكبر من {min} أو مساوية لها}}',
    'error.already_in_cart': 'لا يمكنك إضافة هذا المنتج مرة أخرى إلى سلة التسوق.',
    'error.insufficient_stock':
      '{available, plural, =0 {عذرًا، نفد مخزون هذا المنتج.} zero {عذرًا، نفد مخزون هذا المنتج.} one {عذرًا، بقيت قطعة واحدة فقط في المخزون.} two {عذرًا، بقيت قطعتان فقط في المخزون.} few {عذرًا، بقيت # قطع فقط في المخزون.} many {عذرًا، بقيت # قطعة فقط في المخزون.} other {عذرًا، بقيت # قطعة فقط في المخزون.}}',
    'error.line_not_found': 'لم يعد هذا المنتج في سلة التسوق.',
    'error.coupon_empty': 'يرجى إدخال رمز القسيمة.',
    'error.coupon_not_found': 'القسيمة «{coupon}» غير موجودة!',
    'error.coupon_already_applied': 'تم تطبيق رمز القسيمة بالفعل!',
    'error.coupon_expired': 'انتهت صلاحية هذه القسيمة.',
    'error.coupon_usage_limit': 'تم بلوغ الحد الأقصى لاستخدام هذه القسيمة.',
    'error.coupon_individual_use': 'عذرًا، تم تطبيق القسيمة «{coupon}» بالفعل ولا يمكن استخدامها مع قسائم أخرى.',
    'error.coupon_not_applicable': 'عذرًا، لا تنطبق هذه القسيمة على المنتجات المختارة.',
    'error.coupon_minimum_spend': 'الحد الأدنى للشراء لاستخدام هذه القسيمة هو {amount}.',
    'error.coupon_maximum_spend': 'الحد الأقصى للشراء لاستخدام هذه القسيمة هو {amount}.',
    'error.coupon_not_applied': 'هذه القسيمة غير مطبقة على سلة التسوق.',
    'error.note_invalid': 'يرجى كتابة ملاحظتك كنص عادي دون HTML.',
    'error.invalid_country': 'يرجى اختيار بلد صالح.',
    'error.invalid_state': 'يرجى اختيار منطقة صالحة.',
    'error.invalid_postcode': 'يرجى إدخال رمز بريدي صالح.',
    'error.invalid_city': 'يرجى إدخال مدينة صالحة.',
    'error.shipping_unavailable': 'أدخل عنوانك لعرض خيارات الشحن.',
    'error.shipping_method_unavailable': 'طريقة الشحن هذه غير متاحة. يرجى اختيار طريقة أخرى.',
    'error.cart_empty': 'سلة التسوق فارغة حاليًا.',
  },
});
