/**
 * The one script a website page may load (only pages with a contact form): sends the form to the
 * inquiry API as JSON with the page's signed time stamp and says what happened, in place.
 */
export const INQUIRY_SCRIPT = `(function(){
document.querySelectorAll('form[data-inquiry-form]').forEach(function(form){
  var status=form.querySelector('.form-status');
  form.addEventListener('submit',function(event){
    event.preventDefault();
    var data=new FormData(form);var body={formToken:form.getAttribute('data-token')||''};
    data.forEach(function(value,key){body[key]=String(value);});
    var button=form.querySelector('button[type=submit]');button.disabled=true;status.textContent='Sending…';
    fetch(form.getAttribute('action'),{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)})
      .then(function(response){return response.json().catch(function(){return {};}).then(function(json){return {ok:response.ok,json:json};});})
      .then(function(result){
        if(result.ok){form.reset();status.textContent='Thank you! Your message was sent; we will get back to you soon.';return;}
        var issues=(result.json.issues||[]).map(function(issue){return issue.message;});
        status.textContent=issues.length?issues.join('. '):(result.json.message||'Your message could not be sent. Please try again.');
      })
      .catch(function(){status.textContent='Your message could not be sent. Check your connection and try again.';})
      .finally(function(){button.disabled=false;});
  });
});
})();
`;
